/** The shortest password an account may have, the back-office's first one (`ADMIN_PASSWORD`) included. */
export const MIN_PASSWORD_LENGTH = 12
