#!/usr/bin/env node
// Seeds the local stack: demo Auth users (one per role/plan), their user documents and credit
// ledger, tattoo styles, stencil presets and promo codes, from emulator-data/*.json.
// Idempotent: existing users, user documents, ledger entries and promo codes are left as they
// are (so a re-seed never resets what you did in the app); reference data is rewritten.
// Needs FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (npm start sets them).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { seedFlash } from './seed-flash.mjs';
import { seedInkRecords } from './seed-ink-records.mjs';
import { seedAvatar } from './seed-avatar.mjs';
import { seedPortfolio } from './seed-portfolio.mjs';
import { seedStudio } from './seed-studio.mjs';
import { seedTexts } from './seed-texts.mjs';

const ALREADY_EXISTS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

function readData(name) {
  return JSON.parse(readFileSync(new URL(`../../emulator-data/${name}`, import.meta.url), 'utf8'));
}

function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: start the local stack first (npm start).`);
  return value;
}

async function identityToolkit(authHost, method, body) {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { ok: res.ok, json };
}

/** Signs the account up, or signs in when it already exists; returns its uid. */
async function ensureAuthUser(authHost, account) {
  const credentials = { email: account.email, password: account.password, returnSecureToken: true };
  let result = await identityToolkit(authHost, 'signUp', credentials);
  if (!result.ok && result.json.error?.message === 'EMAIL_EXISTS') {
    result = await identityToolkit(authHost, 'signInWithPassword', credentials);
  }
  if (!result.ok) throw new Error(`Auth user ${account.email}: ${JSON.stringify(result.json)}`);
  const { localId, idToken } = result.json;
  const update = await identityToolkit(authHost, 'update', {
    idToken,
    displayName: account.displayName,
  });
  if (!update.ok)
    throw new Error(`displayName of ${account.email}: ${JSON.stringify(update.json)}`);
  return localId;
}

async function createIfAbsent(ref, data) {
  try {
    await ref.create(data);
    return true;
  } catch (err) {
    if (err.code === ALREADY_EXISTS) return false;
    throw err;
  }
}

function userDocument(account, now, createdAt) {
  const paid = account.plan !== null;
  const subscriptionCredits = paid ? account.credits : 0;
  const packCredits = paid ? 0 : account.credits;
  return {
    email: account.email,
    username: account.email.split('@')[0],
    displayName: account.displayName,
    authMethod: 'email',
    role: account.role,
    currentPlan: account.plan,
    subscriptionStatus: paid ? 'active' : 'inactive',
    subscriptionCredits,
    packCredits,
    termsAccepted: true,
    emailMarketingConsent: false,
    consentRecordedAt: createdAt,
    timezone: 'Europe/Rome',
    createdAt,
    updatedAt: now,
    subscriptionStartedAt: paid ? createdAt : null,
    subscriptionRenewsAt: paid ? Timestamp.fromMillis(now.toMillis() + DAY_MS * 30) : null,
  };
}

/**
 * A connected account in the offline Stripe twin, onboarding done, in the shapes the twin
 * (adapters/stripe/stripe-offline-connect.ts) and deposits (deposits/deposits.repository.ts) read.
 */
async function connectInTwin(db, uid, email, now) {
  const user = db.collection('users').doc(uid);
  if ((await user.get()).get('stripeConnect')) return;
  const accountId = `acct_demo${createHash('sha256').update(uid).digest('hex').slice(0, 24)}`;
  await db.collection('offlineStripeAccounts').doc(accountId).set({
    id: accountId,
    uid,
    email,
    chargesEnabled: true,
    detailsSubmitted: true,
    returnUrl: null,
    refreshUrl: null,
    createdAt: now.toMillis(),
  });
  await db.collection('connectAccounts').doc(accountId).set({ uid });
  await user.update({
    stripeConnect: { accountId, chargesEnabled: true, detailsSubmitted: true, updatedAt: now },
  });
}

export async function seed() {
  const authHost = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  requireEnv('FIRESTORE_EMULATOR_HOST');
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-inkforge';
  const db = getFirestore(initializeApp({ projectId }, 'seed'));
  const now = Timestamp.now();
  // Older than a day, so the "Got a Discount Code?" prompt for new accounts stays away.
  const createdAt = Timestamp.fromMillis(now.toMillis() - DAY_MS * 30);

  for (const account of readData('demo-accounts.json')) {
    const uid = await ensureAuthUser(authHost, account);
    const user = userDocument(account, now, createdAt);
    const userRef = db.collection('users').doc(uid);
    await createIfAbsent(userRef, user);
    // The pro account takes booking requests (/book/pro); an artist's own changes are kept.
    if (account.bookingSettings && !(await userRef.get()).get('bookingSettings')) {
      await userRef.update({ bookingSettings: account.bookingSettings });
    }
    // It takes deposits online too: its own Stripe account is connected in the offline twin.
    if (account.bookingSettings) await connectInTwin(db, uid, account.email, now);
    // Its public page has a header and a portfolio (/book/pro), published through the API.
    if (account.publicProfile && !(await userRef.get()).get('publicProfile')) {
      await userRef.update({ publicProfile: account.publicProfile });
    }
    if (account.publicProfile && process.env.INKFORGE_API_ORIGIN) {
      await seedPortfolio({
        db,
        uid,
        account,
        authHost,
        apiOrigin: process.env.INKFORGE_API_ORIGIN,
      });
      // Its avatar, at the top of its page, its clients' pages and its mails.
      await seedAvatar({
        db,
        uid,
        account,
        authHost,
        apiOrigin: process.env.INKFORGE_API_ORIGIN,
      }).catch((err) => console.error(`seed: the demo avatar was not made: ${err}`));
      // Its flash, made from that portfolio, with open times (/flash/pro). Demo data only: a
      // failure is said here and the stack still starts.
      await seedFlash({
        db,
        uid,
        account,
        authHost,
        apiOrigin: process.env.INKFORGE_API_ORIGIN,
      }).catch((err) => console.error(`seed: the demo flash was not made: ${err}`));
      // Its ink records (issue 45): the shelf, a recorded session, the sterilisation log.
      await seedInkRecords({
        db,
        uid,
        account,
        authHost,
        apiOrigin: process.env.INKFORGE_API_ORIGIN,
      }).catch((err) => console.error(`seed: the demo ink records were not made: ${err}`));
    }
    // Issue 44: its texts are on, with a client's thread (a reminder, a C and a question).
    if (account.bookingSettings) {
      await seedTexts({ db, uid }).catch((err) =>
        console.error(`seed: the demo texts were not made: ${err}`),
      );
    }
    // Usernames are unique (profile/profile.repository.ts): the demo accounts hold theirs.
    await createIfAbsent(db.collection('usernames').doc(user.username.toLowerCase()), {
      uid,
      createdAt,
    });
    if (account.credits > 0) {
      // The shape the ledger writes (packages/domain ledgerEntrySchema): the credit history
      // reads these entries like any other.
      const bucket = account.plan ? 'subscription' : 'pack';
      const subscription = bucket === 'subscription' ? account.credits : 0;
      const pack = account.credits - subscription;
      await createIfAbsent(userRef.collection('ledger').doc('seed-grant'), {
        type: 'grant',
        bucket,
        amount: account.credits,
        deltas: { subscription, pack },
        reason: 'demo account credits',
        idempotencyKey: 'seed-grant',
        balanceAfter: { subscription, pack, total: account.credits },
        createdAt,
      });
    }
  }
  // The demo studio, Black Lotus (issue 43): demo data only, a failure is said and the stack
  // still starts.
  if (process.env.INKFORGE_API_ORIGIN) {
    await seedStudio({
      accounts: readData('demo-accounts.json'),
      authHost,
      apiOrigin: process.env.INKFORGE_API_ORIGIN,
    }).catch((err) => console.error(`seed: the demo studio was not made: ${err}`));
  }
  for (const style of readData('styles.json')) {
    await db.collection('styles').doc(style.id).set(style);
  }
  for (const preset of readData('stencil-presets.json')) {
    await db.collection('stencilPresets').doc(preset.id).set(preset);
  }
  for (const promo of readData('promo-codes.json')) {
    await createIfAbsent(db.collection('promoCodes').doc(promo.code), {
      ...promo,
      uses: 0,
      expiresAt: promo.expiresAt ? Timestamp.fromDate(new Date(promo.expiresAt)) : null,
      createdAt: now,
    });
  }
  await db.terminate();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
  console.log('Seeded demo accounts, styles, stencil presets and promo codes.');
}
