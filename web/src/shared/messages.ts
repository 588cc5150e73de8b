/** The spec's messages that several screens share (admin §5, public §4): written once. */
export const SOMETHING_WRONG = 'Sorry, there is something wrong.';
/** The contract edit's failure toast, as the spec writes it (no full stop). */
export const SOMETHING_WRONG_BARE = 'Sorry, there is something wrong';
export const TRY_AGAIN = 'Sorry, there is something wrong. Please try again.';
