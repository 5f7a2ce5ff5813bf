import { HttpUrlOrEmpty, normaliseName, type WebRead } from '../../contract/index.ts';
import { checkName, checkText, fieldErrors } from '../kit/index.ts';
import { websiteText } from './text.ts';

/** What the website dialogs edit: the spec's fields (§3 web) and ours (name, url, theme). */
export interface WebsiteForm {
  name: string;
  url: string;
  themeId: number | null;
  groups: number[];
  favicon: string;
  ogDescription: string;
  ogImage: string;
  ogURL: string;
}

export const emptyWebsiteForm = (): WebsiteForm => ({
  name: '',
  url: '',
  themeId: null,
  groups: [],
  favicon: '',
  ogDescription: '',
  ogImage: '',
  ogURL: '',
});

/** A listed website's form (a field of ours the server did not send starts empty). */
export const websiteFormOf = (web: WebRead): WebsiteForm => ({
  name: web.name ?? '',
  url: web.url ?? '',
  themeId: web.themeId ?? null,
  groups: [...web.groups],
  favicon: web.favicon,
  ogDescription: web.ogDescription,
  ogImage: web.ogImage,
  ogURL: web.ogURL,
});

/** A URL as the contract's `HttpUrlOrEmpty` takes it (http or https, a real host), or blank unless required. */
export const checkHttpUrl = (value: string, { required = false } = {}): string | undefined => {
  if (value.trim() === '') return required ? checkText(value, { required: true }) : undefined;
  return HttpUrlOrEmpty.safeParse(value.trim()).success ? undefined : websiteText.httpUrl;
};

/** Every check the server makes, before anything is sent; a name another website has is refused here too. */
export const checkWebsite = (form: WebsiteForm, listed: readonly WebRead[], exceptId: number | null) => {
  const name = normaliseName(form.name);
  const taken = listed.some((web) => web.id !== exceptId && web.name !== undefined && normaliseName(web.name) === name);
  return fieldErrors<WebsiteForm>({
    name: checkName(form.name) ?? (taken ? websiteText.nameTaken(name) : undefined),
    url: checkHttpUrl(form.url, { required: true }),
    favicon: checkHttpUrl(form.favicon),
    ogImage: checkHttpUrl(form.ogImage),
    ogURL: checkHttpUrl(form.ogURL),
    ogDescription: checkText(form.ogDescription, { max: 300 }),
  });
};

/** What a create or update sends, trimmed as the server stores it. */
export const websiteBody = (form: WebsiteForm) => ({
  name: normaliseName(form.name),
  url: form.url.trim(),
  themeId: form.themeId,
  groups: form.groups,
  favicon: form.favicon.trim(),
  ogDescription: form.ogDescription.trim(),
  ogImage: form.ogImage.trim(),
  ogURL: form.ogURL.trim(),
});
