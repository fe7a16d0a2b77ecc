// The type of message-options.mjs, for vite.config.ts (the type-check reads no JavaScript).
export declare const messageOptions: {
  readonly project: string;
  readonly outdir: string;
  readonly strategy: readonly ["url", "baseLocale"];
  readonly emitReadme: false;
  readonly emitTsDeclarations: true;
};
