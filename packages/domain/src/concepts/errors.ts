/** Issue 46: style references and concepts; `title` is the toast heading. */
export const CONCEPT_ERRORS = {
  STYLE_REFERENCES_TOO_MANY: {
    status: 400,
    title: 'Not Saved',
    message: 'Choose at most 6 pieces of your own work as style references.',
  },
  STYLE_REFERENCE_NOT_YOURS: {
    status: 400,
    title: 'Not Saved',
    message:
      'A style reference must be a piece from your own gallery. Concepts are never steered by anyone else’s work.',
  },
  CONCEPTS_FAILED: {
    status: 502,
    title: 'No Concepts',
    message: 'The concepts could not be drawn. No credits were charged — try again.',
  },
  CONCEPT_NOT_FOUND: {
    status: 404,
    title: 'Not Found',
    message: 'This concept does not exist.',
  },
  CONCEPT_ALREADY_DECIDED: {
    status: 409,
    title: 'Already Decided',
    message: 'This concept was already kept or discarded.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;
