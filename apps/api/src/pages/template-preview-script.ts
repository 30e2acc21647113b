/** Where the template page loads its live preview's script from. */
export const TEMPLATE_PREVIEW_SCRIPT_PATH = '/templates/assets/template-preview.js';

/**
 * The template page's live preview, as the browser runs it: on every change to the dieline form (a
 * quarter of a second after typing stops) it asks `preview.json` for the flat blank and the folded box
 * at the form's sizes and shows them, or says why those sizes cannot be drawn. A newer answer always
 * wins over an older one still on its way. Plain JavaScript, served as it is: no build step.
 */
export const TEMPLATE_PREVIEW_SCRIPT = `const section = document.querySelector('.live-preview');
const form = document.getElementById('dieline-form');
if (section && form) {
  const status = document.getElementById('preview-status');
  const flat = document.getElementById('preview-flat');
  const folded = document.getElementById('preview-folded');
  let timer;
  let asked = 0;
  const problemsOf = (body) =>
    (body.errors ?? []).map((e) => e.message + (e.suggestion ? ' ' + e.suggestion + '.' : '')).join(' ') ||
    body.message;
  const refresh = async () => {
    const ticket = ++asked;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
    section.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(section.dataset.previewUrl + '?' + query, {
        headers: { Accept: 'application/json' },
      });
      const body = await response.json();
      if (ticket !== asked) return;
      if (!response.ok) {
        status.textContent = problemsOf(body);
        section.dataset.previewState = 'invalid';
        return;
      }
      const svg = new DOMParser().parseFromString(body.svg, 'image/svg+xml').documentElement;
      svg.setAttribute('role', 'img');
      svg.setAttribute('aria-label', 'Flat blank at the sizes in the form');
      flat.replaceChildren(document.importNode(svg, true));
      await customElements.whenDefined('diecut-mockup');
      if (ticket !== asked) return;
      folded.description = body.description;
      status.textContent = 'At the sizes in the form.';
      section.dataset.previewQuery = query.toString();
      section.dataset.previewState = 'ready';
    } catch {
      if (ticket === asked) {
        status.textContent = 'The preview could not be drawn; the form still makes the file.';
        section.dataset.previewState = 'failed';
      }
    } finally {
      if (ticket === asked) section.removeAttribute('aria-busy');
    }
  };
  const later = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(refresh, ms);
  };
  form.addEventListener('input', () => later(250));
  form.addEventListener('change', () => later(0));
  refresh();
}
`;
