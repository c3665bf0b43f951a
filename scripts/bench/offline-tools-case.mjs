// The offline AI provider's tools at 1024², in a fresh process:
//   node --import tsx scripts/bench/offline-tools-case.mjs
// Prints JSON: per tool, five timings (ms), and the same for a reference measured in this run
// (decoding and re-encoding the 1024² design as PNG), so results compare across machines.
import sharp from 'sharp';
import { createOfflineProvider } from '../../functions/src/adapters/offline-ai/index.ts';

const RUNS = 5;
const provider = createOfflineProvider();
const svg = (body) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${body}</svg>`),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

const design = (
  await provider.generate({
    generationType: 'prompt',
    prompt: 'a lion with a banner reading MOTHER',
    style: 'traditional',
    colorScheme: 'blackwork',
    size: '1024x1024',
    seed: 'bench',
  })
).data;
const portrait = await svg(
  '<rect width="1024" height="1024" fill="#8fb4d0"/><ellipse cx="512" cy="480" rx="200" ry="260" fill="#d9a27c"/><ellipse cx="440" cy="440" rx="30" ry="16" fill="#fff"/><ellipse cx="584" cy="440" rx="30" ry="16" fill="#fff"/><rect x="380" y="760" width="264" height="264" fill="#f4f4f4"/>',
);
const arm = await svg(
  '<rect width="1024" height="1024" fill="#3b4a5a"/><path d="M-20 640 Q350 540 1040 470 L1040 660 Q350 720 -20 820Z" fill="#c98f6a"/>',
);
const edit =
  (kind, image, prompt = '', overlay) =>
  async () => {
    const request = {
      kind,
      prompt,
      image: { data: image, contentType: 'image/png' },
      seed: 'bench',
    };
    if (overlay) request.overlay = { data: overlay, contentType: 'image/png' };
    const verdict = await provider.checkEdit(request);
    if (!verdict.ok) throw new Error(`${kind} "${prompt}" refused: ${verdict.message}`);
    await provider.editImage(request);
  };

const TOOLS = {
  reference: async () =>
    sharp(design)
      .raw()
      .toBuffer()
      .then(() => sharp(design).png().toBuffer()),
  'prompt design': () =>
    provider.generate({
      generationType: 'prompt',
      prompt: 'a wolf and a rose, banner saying FOREVER',
      style: 'dotwork',
      colorScheme: 'color',
      size: '1024x1024',
      seed: 'bench',
    }),
  'photo to design': () =>
    provider.generate({
      generationType: 'photo',
      prompt: '',
      style: null,
      colorScheme: 'blackwork',
      size: '1024x1024',
      seed: 'bench',
      source: { data: portrait, contentType: 'image/jpeg' },
    }),
  'modify bolder': edit('modify', design, 'make the lines bolder'),
  'modify outline only': edit('modify', design, 'outline only'),
  'modify dotwork': edit('modify', design, 'dotwork'),
  'modify add colour': edit('modify', design, 'add colour'),
  'photo cut-out': edit('remove_background', portrait),
  'body preview': edit('body_preview', arm, '', design),
};

const results = {};
for (const [name, run] of Object.entries(TOOLS)) {
  await run(); // the first call loads the icon set and fonts
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  results[name] = times;
}
console.log(JSON.stringify(results));
