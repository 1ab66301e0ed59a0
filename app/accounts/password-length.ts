/** How long an owner's password may be: the set-up form's hint and limits, and the server's check. */
export const minPasswordLength = 12;
/** Long enough for any passphrase, short enough that a huge post cannot burn the CPU. */
export const maxPasswordLength = 256;
