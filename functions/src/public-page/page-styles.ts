import { HEX_COLOR } from '@inkforge/domain';

/**
 * The whole stylesheet, inline: one request for the first paint, no script. Colours meet WCAG
 * AA on their backgrounds (text #1c1917 on #fafaf9, links #9a3412, muted #57534e). The artist's
 * accent (links, buttons, the header's rule) is a custom property, checked for contrast when
 * saved (publicProfileSchema).
 */
const PAGE_CSS = `
*{box-sizing:border-box}
:root{--accent:#9a3412;--button:#1c1917}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fafaf9}
main{max-width:960px;margin:0 auto;padding:16px}
a{color:var(--accent)}
h1{font-size:1.75rem;line-height:1.2;margin:0}
h2{font-size:1.25rem;margin:0 0 8px}
section{margin:24px 0}
.head{display:flex;gap:16px;align-items:center;border-bottom:3px solid var(--accent);padding-bottom:16px}
.avatar{flex:none;width:72px;height:72px;border-radius:50%;object-fit:cover;background:#44403c;color:#fff;display:grid;place-items:center;font-size:1.75rem;font-weight:700}
.muted{color:#57534e}
.tags{display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:8px 0;list-style:none}
.tags li{background:#e7e5e4;border-radius:999px;padding:2px 10px;font-size:.9rem}
.status{display:inline-block;font-weight:600;border-radius:6px;padding:2px 8px;background:#dcfce7;color:#14532d}
.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:8px;padding:0;margin:0;list-style:none}
@media(min-width:700px){.grid{grid-template-columns:repeat(4,1fr)}}
.grid img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:6px;display:block;background:#e7e5e4}
.grid figcaption{font-size:.85rem;color:#57534e}
.work-tags{display:block;font-size:.8rem}
.lb{display:none;position:fixed;inset:0;background:rgba(12,10,9,.92);z-index:9;padding:16px;flex-direction:column;align-items:center;justify-content:center;gap:8px}
.lb:target{display:flex}
.lb img{max-width:100%;max-height:80vh;width:auto;height:auto}
.lb p{color:#fff;margin:0}
.lb a{color:#fff;font-weight:600}
.card{background:#fff;border:1px solid #d6d3d1;border-radius:8px;padding:16px}
label,legend{font-weight:600;display:block;margin:12px 0 4px}
input[type=text],input[type=email],input[type=tel],input[type=number],textarea{width:100%;font:inherit;padding:10px;border:1px solid #78716c;border-radius:6px;background:#fff}
textarea{min-height:120px}
fieldset{border:0;padding:0;margin:0}
.choice{display:inline-flex;align-items:center;gap:6px;margin:4px 12px 4px 0;font-weight:400}
.choice input{width:22px;height:22px}
.err{color:#b91c1c;font-weight:600;margin:4px 0 0}
.hint{font-size:.9rem;color:#57534e;margin:4px 0 0}
[aria-invalid=true]{border-color:#b91c1c}
.summary{border:2px solid #b91c1c;border-radius:8px;padding:12px;background:#fef2f2}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:600;background:var(--button);color:#fff;border:0;border-radius:6px;padding:12px 20px;margin-top:16px;min-height:48px;width:100%}
@media(min-width:700px){button{width:auto}}
`;

/** The page's `<style>`: the sheet, and the artist's accent for links and buttons when set. */
export function pageStyle(accentColor: string | null): string {
  const accent =
    accentColor && HEX_COLOR.test(accentColor)
      ? `:root{--accent:${accentColor};--button:${accentColor}}`
      : '';
  return `<style>${PAGE_CSS}${accent}</style>`;
}
