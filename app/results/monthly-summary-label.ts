/** The Account page's checkbox, in words the summary email repeats so the owner can find it. */
export const optOutLabel = "Email me a summary of last month on the 1st";
