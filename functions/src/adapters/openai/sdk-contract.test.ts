import { describe, expect, it } from 'vitest';
import {
  installedSdkTexts,
  modelProblem,
  parseSdk,
  readInstalledSdk,
} from '../../../test/support/openai-sdk';
import { IMAGE_MODELS, sendableModels } from './models';

const sdk = readInstalledSdk();

describe(`the installed openai package (${sdk.version}) still serves every model we send`, () => {
  it('no default or table model is retired, unknown, or shutting down within 90 days', () => {
    const problems = sendableModels()
      .map(({ model, family }) => modelProblem(sdk, model, family, new Date()))
      .filter((problem) => problem !== null);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(Object.entries(IMAGE_MODELS))(
    "%s: the table says what the SDK's parameter notes say",
    (model, spec) => {
      expect(spec.arbitrarySizes, 'arbitrary sizes').toBe(sdk.arbitrarySizes.has(model));
      expect(spec.qualities.includes('xhigh'), 'xhigh and max').toBe(
        sdk.extendedQuality.has(model),
      );
      const fidelity = sdk.fidelityBoth.has(model)
        ? ['high', 'low']
        : sdk.fidelityLowOnly.has(model)
          ? ['low']
          : [];
      expect([...spec.inputFidelity].sort(), 'input_fidelity').toEqual(fidelity);
      if (sdk.transparentPreview.has(model)) expect(spec.transparent, 'transparent').toBe(false);
    },
  );
});

describe('the contract guard', () => {
  const real = installedSdkTexts();
  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  // The shared models file with one more entry in its deprecation list.
  const shared = real.shared.replace(
    ' * Deprecated values:\n *\n',
    ` * Deprecated values:\n *\n * - "gpt-5.4-mini": Announced shutdown date: ${inThirtyDays}. See\n *   the deprecations page.\n`,
  );
  const fake = parseSdk({ ...real, shared, version: '99.0.0-fake' });

  it('names a model announced to shut down in 30 days, with the SDK sentence', () => {
    expect(shared).not.toBe(real.shared);
    expect(modelProblem(fake, 'gpt-5.4-mini', 'chat', new Date())).toBe(
      `openai 99.0.0-fake says of "gpt-5.4-mini": Announced shutdown date: ${inThirtyDays}. ` +
        'See the deprecations page. (shuts down in 29 days)',
    );
    expect(modelProblem(fake, 'gpt-5.4-mini', 'chat', new Date(), 20)).toBeNull();
  });

  it('names a model that is already shut down, and one the SDK does not know', () => {
    expect(modelProblem(sdk, 'gpt-image-1', 'image', new Date())).toMatch(
      /"gpt-image-1": GPT Image 1 was shut down on October 23, 2026\. Use gpt-image-2\.5-sunburst or gpt-image-2\.5-flare instead\. \(retired \d+ days ago\)/,
    );
    expect(modelProblem(sdk, 'gpt-image-9', 'image', new Date())).toMatch(
      /lists no image model "gpt-image-9"/,
    );
    expect(modelProblem(sdk, 'gpt-4o-mini', 'chat', new Date('2026-11-26'))).toMatch(
      /Announced shutdown date: 2027-01-14.*\(shuts down in 49 days\)/,
    );
  });

  it("reads the SDK's parameter notes", () => {
    expect(sdk.fidelityBoth).toEqual(new Set(['gpt-image-1.5']));
    expect(sdk.fidelityLowOnly).toEqual(new Set(['gpt-image-1-mini']));
    expect(sdk.fidelityOmit.has('gpt-image-2')).toBe(true);
    expect(sdk.extendedQuality.has('gpt-image-2.5-flare-2026-09-08')).toBe(true);
    expect(sdk.arbitrarySizes.has('gpt-image-1-mini')).toBe(false);
  });
});
