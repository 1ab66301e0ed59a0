/** Where the site's menus point. The header, the mobile menu and the footer all read this. */
export interface NavItem {
  label: string;
  to: string;
}

export const mainNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "About", to: "/about" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "Contact", to: "/contact" },
];

/** Pages the header has no room for; the mobile menu lists them under the main ones. */
export const moreLinks: NavItem[] = [
  { label: "FAQs", to: "/faqs" },
  { label: "Price Guide", to: "/cost-guide" },
  { label: "Areas We Cover", to: "/areas-we-cover" },
  { label: "Blog & News", to: "/blog" },
];

export const quickLinks: NavItem[] = [
  { label: "About Us", to: "/about" },
  { label: "Our Projects", to: "/projects" },
  { label: "Testimonials", to: "/testimonials" },
  { label: "FAQs", to: "/faqs" },
  { label: "Price Guide", to: "/cost-guide" },
  { label: "Areas We Cover", to: "/areas-we-cover" },
  { label: "Blog & News", to: "/blog" },
  { label: "Contact Us", to: "/contact" },
];

export const legalLinks: NavItem[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-conditions" },
  { label: "Accessibility", to: "/accessibility" },
];
