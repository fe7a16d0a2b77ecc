import type { ServerBuild } from "react-router";

/** A route table like the site's: pages, a page with a form, the session endpoint, one that reads JSON. */
export const routes = {
  root: { id: "root", path: "", module: {} },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: { default: () => null } },
  "routes/login": { id: "routes/login", parentId: "root", path: "login", module: { default: () => null, action: () => null } },
  "routes/auth.session": {
    id: "routes/auth.session",
    parentId: "root",
    path: "auth/session",
    module: { action: () => null, handle: { actionMethods: ["POST", "DELETE"] } },
  },
  "routes/reports": {
    id: "routes/reports",
    parentId: "root",
    path: "reports",
    module: { action: () => null, handle: { acceptsJson: true } },
  },
  "routes/photo": {
    id: "routes/photo",
    parentId: "root",
    path: "photo",
    module: { action: () => null, handle: { uploadLimit: 1024 * 1024 } },
  },
  "routes/edit": {
    id: "routes/edit",
    parentId: "root",
    path: "edit",
    module: { default: () => null, action: () => null, handle: { formLimit: 512 * 1024 } },
  },
  "routes/events": {
    id: "routes/events",
    parentId: "root",
    path: "events",
    module: { action: () => null, handle: { acceptsJson: true, jsonLimit: 64 * 1024 } },
  },
  "routes/courses": {
    id: "routes/courses",
    parentId: "root",
    path: "courses",
    module: { default: () => null, handle: { page: "shared", query: ["level"] } },
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: { default: () => null, handle: { page: "shared" } } },
} as unknown as ServerBuild["routes"];
