/** Issue 46, Deliver 4: InkForge refuses to imitate a named living artist. */
export const NAMED_ARTIST_ERRORS = {
  PROMPT_NAMES_ARTIST: {
    status: 400,
    message: "InkForge doesn't imitate named artists — describe the style instead",
  },
} as const;
