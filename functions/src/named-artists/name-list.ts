import { containsName, nameForm, normalizeForNames } from './normalize';

/** The data behind the offline judge: who is refused, and what passes whatever a model says. */
export interface NamedArtistsData {
  /** Living artists, each with the other names they go by (a handle, a studio name). */
  living: readonly { name: string; aka?: readonly string[] }[];
  /** Public-domain artists and art movements, each form as prompts write it: never refused. */
  allowed: readonly string[];
}

/** The list as the guard reads it. */
export interface NamedArtists {
  /** The first living artist the text names, as listed; null when it names none. */
  livingIn(text: string): string | null;
  /** True when a name (as a model gave it) is one of the allow-list's forms. */
  isAllowed(name: string): boolean;
}

export function createNamedArtists(data: NamedArtistsData): NamedArtists {
  const living = data.living.flatMap((artist) =>
    [artist.name, ...(artist.aka ?? [])].map((form) => ({
      form: nameForm(form),
      name: artist.name,
    })),
  );
  // Exact forms: "Alex Turner" is not J. M. W. Turner because it ends in his name.
  const allowed = new Set(data.allowed.map(nameForm));
  return {
    livingIn(text) {
      const normalized = normalizeForNames(text);
      return living.find((entry) => containsName(normalized, entry.form))?.name ?? null;
    },
    isAllowed(name) {
      return allowed.has(nameForm(name));
    },
  };
}
