/** The spec's empty texts shared by several screens (public §8), written once. */
export const EMPTY_TEXTS = {
  contents: 'There are no contents.',
  data: 'There are no data.',
  comingSoon: 'Coming soon...!',
  noResults: 'No results were found for your search',
} as const;
