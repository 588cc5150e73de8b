/** The header menu (spec admin §2.2): labels are keys of shellMessages. Home is listed at tablet width and in the mobile menu. */
export const NAV_ITEMS = [
  { to: '/Home', label: 'nav.home', tabletOnly: true },
  { to: '/GC', label: 'nav.council', tabletOnly: false },
  { to: '/Proposal', label: 'nav.voting', tabletOnly: false },
  { to: '/Status', label: 'nav.analytics', tabletOnly: false },
  { to: '/Treasury', label: 'nav.treasury', tabletOnly: false },
] as const;
