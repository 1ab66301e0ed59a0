import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home/route.tsx"),
  route("about", "routes/about/route.tsx"),
  route("services", "routes/services/route.tsx"),
  route("services/:slug", "routes/service/route.tsx"),
  route("projects", "routes/projects/route.tsx"),
  route("projects/:slug", "routes/project/route.tsx"),
  route("contact", "routes/contact.tsx"),
  route("testimonials", "routes/testimonials.tsx"),
  route("faqs", "routes/faqs.tsx"),
  route("areas-we-cover", "routes/areas-we-cover.tsx"),
  route("blog", "routes/blog/route.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("privacy-policy", "routes/legal/privacy-policy.tsx"),
  route("terms-conditions", "routes/legal/terms-conditions.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // The owner's area: rendered per request, never prerendered, behind sign-in (owner/signed-in.server.ts).
  ...prefix("owner", [
    layout("routes/owner/layout.tsx", [
      index("routes/owner/inbox.tsx"),
      route("leads/:id", "routes/owner/lead.tsx"),
      route("sign-in", "routes/owner/sign-in.tsx"),
      route("set-up/:token", "routes/owner/set-up.tsx"),
      route("account", "routes/owner/account.tsx"),
      route("team", "routes/owner/team.tsx"),
      route("forgot-password", "routes/owner/forgot-password.tsx"),
      route("*", "routes/owner/not-found.tsx"),
    ]),
    route("sign-out", "routes/owner/sign-out.tsx"),
    route("leads.csv", "routes/owner/leads-csv.ts"),
    route("push", "routes/owner/push.ts"),
    route("passkeys/sign-in", "routes/owner/passkeys.sign-in.ts"),
    route("passkeys/register", "routes/owner/passkeys.register.ts"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
