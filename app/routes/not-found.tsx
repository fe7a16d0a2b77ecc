/** Every unmatched URL: the root error boundary renders the not-found page for this 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
