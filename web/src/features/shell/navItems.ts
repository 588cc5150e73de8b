/** The header menu (spec admin §2.2). Home is listed at tablet width and in the mobile menu. */
export const NAV_ITEMS = [
  { to: '/Home', label: 'Home', tabletOnly: true },
  { to: '/GC', label: 'Governance Council', tabletOnly: false },
  { to: '/Proposal', label: 'Voting', tabletOnly: false },
  { to: '/Status', label: 'Analytics', tabletOnly: false },
  { to: '/Treasury', label: 'Treasury', tabletOnly: false },
] as const;
