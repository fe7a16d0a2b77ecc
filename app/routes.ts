import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("projects", "routes/projects.tsx"),
  route("projects/:slug", "routes/project.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("courses", "routes/courses.tsx"),
  route("courses/:slug", "routes/course.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("account", "routes/account.tsx"),
  route("auth/session", "routes/auth.session.ts"),
  route("error-drill", "routes/error-drill.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
