import { siteConfig } from '@chokdee/contracts';
import { z } from 'zod';

/**
 * An image the member pages can show: their CSP loads images from the site itself only (and data: URLs), so
 * a path on this site, a data:image URL, or nothing. The contract takes any text (older configs hold other
 * values); the screen asks for what will really show.
 */
export const isSiteImage = (value: string) =>
  value === '' || /^\/(?!\/)[^\s"'<>\\]*$/.test(value) || /^data:image\/[a-z+]+[;,]/.test(value);

/** Empty bank-logo inputs mean "the built-in logo": left out, as the contract wants. */
const dropEmpty = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([, url]) => typeof url === 'string' && url !== ''))
    : value;

/** The settings form: the contract's schema, with the image checks worded in the screen's language. */
export function configFormSchema(imageInvalid: string) {
  const image = z.string().max(500).refine(isSiteImage, { error: imageInvalid });
  return siteConfig.extend({
    logoUrl: image,
    alertyImage: image,
    bankLogos: z.preprocess(dropEmpty, siteConfig.shape.bankLogos),
    cashBack: siteConfig.shape.cashBack.extend({ Image: image }),
    Affiliate: siteConfig.shape.Affiliate.extend({ Image: image }),
  });
}
export type ConfigFormSchema = ReturnType<typeof configFormSchema>;
