/** Error codes of the studio's one client book (issue 43). */
export const STUDIO_BOOK_ERRORS = {
  /** No client of the studio's tattooing members has this book id (or they left). */
  STUDIO_CLIENT_NOT_FOUND: {
    status: 404,
    title: 'Client Not Found',
    message: 'No client of this studio has this record.',
  },
} as const;
