import {
  applyClientAnswers,
  QUESTION_ROUNDS_MAX,
  type QuestionAnswer,
  type QuestionRound,
} from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, ownCollection, userRef } from '../adapters/firebase/documents';
import { notifyInTransaction } from '../notifications';
import { questionsAnsweredId, questionsAnsweredNotice } from './questions-answered-notice';

/** A client's reply link is kept this long after it stops opening, then Firestore's TTL drops it. */
const LINK_RETIRE_DAYS = 180;

/** What a round's operations read of the booking request. */
interface QuestionsRequest {
  id: string;
  name: string;
  email: string;
  status: string;
  /** s46-brief's brief, read loosely: only its `questions` matter here. */
  brief: { questions?: unknown } | null;
  questionRounds: QuestionRound[];
}

/** A reply link as it opens: the round, the request's artist, and when it stops opening. */
export interface OpenQuestions {
  uid: string;
  round: QuestionRound;
  expiresAt: Date;
  user: Record<string, unknown>;
}

/**
 * Rounds of questions on users/{uid}/bookingRequests/{id} (`questionRounds`), and
 * questionLinks/{sha256 of the token} → {uid, requestId, roundId, expiresAt}: the token itself is
 * never stored.
 */
export interface QuestionsRepository {
  request(uid: string, id: string): Promise<QuestionsRequest | null>;
  /** Appends the round and its link at once; 'full' past QUESTION_ROUNDS_MAX rounds. */
  addRound(
    uid: string,
    id: string,
    round: QuestionRound,
    link: { hash: string; expiresAt: Date },
    now: Date,
  ): Promise<'added' | 'missing' | 'full'>;
  /** Null for a token never issued, or whose request or round is gone. */
  open(hash: string): Promise<OpenQuestions | null>;
  /**
   * Records the answers on the round and updates the brief, once: 'answered' when the round
   * already has answers, 'invalid' when the link no longer opens.
   */
  answer(
    hash: string,
    answers: QuestionAnswer[],
    now: Date,
  ): Promise<OpenQuestions | 'answered' | 'invalid'>;
}

interface StoredLink {
  uid: string;
  requestId: string;
  roundId: string;
  expiresAt: Date;
}

const roundsOf = (value: unknown): QuestionRound[] =>
  Array.isArray(value) ? (value as QuestionRound[]) : [];

export function createQuestionsRepository(db: Firestore): QuestionsRepository {
  const links = db.collection('questionLinks');
  const requests = (uid: string) => ownCollection(db, uid, 'bookingRequests');
  const linkOf = (data: StoredLink | null) =>
    data && typeof data.uid === 'string' && data.expiresAt instanceof Date ? data : null;

  return {
    async request(uid, id) {
      const snap = await requests(uid).doc(id).get();
      if (!snap.exists) return null;
      const brief: unknown = snap.get('brief');
      return {
        id,
        name: String(snap.get('name') ?? ''),
        email: String(snap.get('email') ?? ''),
        status: String(snap.get('status') ?? ''),
        brief: brief && typeof brief === 'object' ? (brief as { questions?: unknown }) : null,
        questionRounds: roundsOf(snap.get('questionRounds')),
      };
    },

    addRound: (uid, id, round, link, now) =>
      db.runTransaction(async (tx) => {
        const ref = requests(uid).doc(id);
        const snap = await tx.get(ref);
        if (!snap.exists) return 'missing';
        const rounds = roundsOf(snap.get('questionRounds'));
        if (rounds.length >= QUESTION_ROUNDS_MAX) return 'full';
        tx.create(links.doc(link.hash), {
          uid,
          requestId: id,
          roundId: round.id,
          expiresAt: link.expiresAt,
          createdAt: now,
          retireAt: new Date(link.expiresAt.getTime() + LINK_RETIRE_DAYS * 86_400_000),
        });
        tx.update(ref, { questionRounds: [...rounds, round] });
        return 'added';
      }),

    async open(hash) {
      const link = linkOf(fromSnapshot<StoredLink>(await links.doc(hash).get()));
      if (!link) return null;
      const [request, user] = await Promise.all([
        requests(link.uid).doc(link.requestId).get(),
        userRef(db, link.uid).get(),
      ]);
      const round = roundsOf(request.get('questionRounds')).find((r) => r.id === link.roundId);
      if (!round) return null;
      return { uid: link.uid, round, expiresAt: link.expiresAt, user: user.data() ?? {} };
    },

    answer: (hash, answers, now) =>
      db.runTransaction(async (tx) => {
        const link = linkOf(fromSnapshot<StoredLink>(await tx.get(links.doc(hash))));
        if (!link) return 'invalid';
        const ref = requests(link.uid).doc(link.requestId);
        const [request, user] = await Promise.all([tx.get(ref), tx.get(userRef(db, link.uid))]);
        const rounds = roundsOf(request.get('questionRounds'));
        const round = rounds.find((r) => r.id === link.roundId);
        if (!request.exists || !round) return 'invalid';
        // Answered once: a second press (or a second tab) changes nothing.
        if (round.answers) return 'answered';
        if (link.expiresAt <= now) return 'invalid';
        const answered: QuestionRound = { ...round, answers, answeredAt: now.toISOString() };
        const brief = applyClientAnswers(
          request.get('brief') as { questions?: unknown } | null,
          answers,
        );
        tx.update(ref, {
          questionRounds: rounds.map((r) => (r.id === round.id ? answered : r)),
          ...(brief ? { brief } : {}),
        });
        // The artist's bell rings in the same transaction: the answers and their news, or neither.
        notifyInTransaction(
          db,
          tx,
          link.uid,
          questionsAnsweredId(round.id),
          questionsAnsweredNotice(link.requestId, String(request.get('name') ?? ''), answers),
          now,
        );
        return {
          uid: link.uid,
          round: answered,
          expiresAt: link.expiresAt,
          user: user.data() ?? {},
        };
      }),
  };
}
