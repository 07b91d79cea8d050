/* What the dashboard's sign-in says when it refuses (the page shows it; the tests read it). */
export const SIGN_IN_FAILED = 'Sign-in failed. Check the password and try again.';
export const SIGN_IN_LIMITED = 'Too many sign-in attempts from this address. Please wait a few minutes before trying again.';
