/** The name people know the service by, in every language. */
export const productName = 'Work Requirement Tracker';
