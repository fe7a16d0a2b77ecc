/** An image we ship: every one declares its size so the layout never shifts while it loads. */
export type Image = { src: string; alt: string; width: number; height: number };
