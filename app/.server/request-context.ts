import { createContext } from "react-router";

/** The id of the request being served, set by the Express server and read by loaders and logs. */
export const requestIdContext = createContext<string>("unknown");

/** The address the request came from, for rate limits. */
export const clientAddressContext = createContext<string>("unknown");
