import {
  flashDayOn,
  isoWithOffset,
  isTimeOff,
  localDateKey,
  openTimes,
  type WorkingHours,
} from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/object-store';
import { createFlashRepository } from './flash.repository';
import { STEP_MINUTES } from './open-times';
import { flashCurrency, remainingOf } from './to-api';

/** How far ahead the flash page shows open dates: four weeks, within the times list's 31 days. */
const SHOWN_DAYS = 28;
const DAY = 86_400_000;

/** One studio day a design can start on, in the studio's zone. */
export interface ShowcaseDay {
  /** 'YYYY-MM-DD', the studio's. */
  day: string;
  flashDay: boolean;
  /** Start times that day, ISO 8601 with the studio's offset. */
  times: string[];
}

/** A published flash design as the public flash page shows it. */
export interface ShowcaseDesign {
  id: string;
  title: string;
  description: string | null;
  tags: string[];
  hasImage: boolean;
  variants: { sizeCm: number; priceCents: number; duration: number }[];
  currency: string;
  availability: 'repeatable' | 'one_of_a_kind' | 'limited';
  /** Copies still bookable: null when repeatable; 0 is sold out. */
  remaining: number | null;
  /** Its open days (for its shortest size): flash days first, then the others, each by date. */
  days: ShowcaseDay[];
}

export interface FlashShowcase {
  designs: ShowcaseDesign[];
  /** The flash days ahead ('YYYY-MM-DD'), time off left out, in date order. */
  flashDays: string[];
}

function daysFrom(from: string, to: string, last: string): string[] {
  const out: string[] = [];
  const end = to < last ? to : last;
  for (let at = Date.parse(`${from}T12:00:00Z`); ; at += DAY) {
    const key = new Date(at).toISOString().slice(0, 10);
    if (key > end) return out;
    out.push(key);
  }
}

/**
 * The flash page's read (issue 49): the artist's published designs (archived ones never), in
 * their order, each with the days it can start on in the next four weeks, and the flash days
 * ahead. No signed URL: the page serves each design's public copy from its own address.
 */
export function createFlashShowcase(db: Firestore, objects: Pick<ObjectStore, 'read'>) {
  const repo = createFlashRepository(db);
  return {
    async read(
      artist: {
        uid: string;
        timezone: string;
        workingHours: WorkingHours | null;
        currency: string;
      },
      now: Date,
    ): Promise<FlashShowcase> {
      const to = new Date(now.getTime() + SHOWN_DAYS * DAY);
      const [flash, availability, busy] = await Promise.all([
        repo.list(artist.uid),
        repo.availabilityOf(artist.uid),
        repo.busyBetween(artist.uid, now, to, now),
      ]);
      const timeZone = artist.timezone;
      const today = localDateKey(now, timeZone);
      const last = localDateKey(to, timeZone);
      const flashDays = availability.flashDays
        .flatMap((d) => daysFrom(d.from < today ? today : d.from, d.to, last))
        .filter((day) => !isTimeOff(day, availability))
        .sort();
      // Designs of one length share their open times: worked out once a length.
      const byLength = new Map<number, string[]>();
      const timesOf = (minutes: number, hours: WorkingHours) => {
        let found = byLength.get(minutes);
        if (!found) {
          found = openTimes({
            hours,
            timeZone,
            availability,
            busy,
            durationMinutes: minutes,
            stepMinutes: STEP_MINUTES,
            from: now,
            to,
            now,
          }).map((t) => isoWithOffset(t, timeZone));
          byLength.set(minutes, found);
        }
        return found;
      };
      const designs = flash
        .filter((f) => !f.archived)
        .map((f): ShowcaseDesign => {
          const shortest = Math.min(...f.variants.map((v) => v.duration));
          const times = artist.workingHours ? timesOf(shortest, artist.workingHours) : [];
          const byDay = new Map<string, string[]>();
          for (const t of times)
            byDay.set(t.slice(0, 10), [...(byDay.get(t.slice(0, 10)) ?? []), t]);
          const days = [...byDay].map(([day, list]) => ({
            day,
            flashDay: flashDayOn(day, availability) !== null,
            times: list,
          }));
          return {
            id: f.id,
            title: f.title,
            description: f.description ?? null,
            tags: f.tags,
            hasImage: f.imagePath !== null,
            variants: f.variants,
            currency: flashCurrency(f, artist.currency),
            availability: f.availability,
            remaining: remainingOf(f),
            days: [...days.filter((d) => d.flashDay), ...days.filter((d) => !d.flashDay)],
          };
        });
      return { designs, flashDays: [...new Set(flashDays)] };
    },

    /** A published design's public copy (re-encoded at publishing: no EXIF, no location). */
    async image(uid: string, flashId: string): Promise<Buffer | null> {
      const found = await repo.get(uid, flashId);
      if (!found || found.archived || !found.imagePath) return null;
      return objects.read(found.imagePath);
    },
  };
}

export type FlashShowcaseReader = ReturnType<typeof createFlashShowcase>;
