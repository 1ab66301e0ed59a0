/** The ids of the owner's quote forms, shared by the pages and the actions that answer them. */
export const sendFormId = "send";
