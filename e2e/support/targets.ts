import type { Page } from 'playwright-core';

/**
 * The controls on the page a finger gets less than 44 × 44 px of (WCAG 2.5.5): buttons, links
 * and radios or boxes, whose label selects them too, so box and label together are measured. A
 * link inside a sentence is exempt, as WCAG exempts it.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input[type="radio"], input[type="checkbox"]',
    );
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [hidden]')) continue;
      const rects = [el, ...((el as HTMLInputElement).labels ?? [])]
        .map((part) => part.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      const inSentence =
        el.tagName === 'A' &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (n) => n.nodeType === 3 && (n.textContent ?? '').trim(),
        );
      if (inSentence) continue;
      const width = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
      const height = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top));
      if (width < 43.5 || height < 43.5) {
        const name =
          el.getAttribute('aria-label') ??
          ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.tagName);
        small.push(`${name.trim().slice(0, 40)} (${Math.round(width)}×${Math.round(height)})`);
      }
    }
    return small;
  });
}
