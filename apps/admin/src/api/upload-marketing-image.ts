import { adminUploadMarketingImage } from '@chokdee/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from './client';

/**
 * Uploads a picture (its bytes in base64) for a banner: the server judges it by its content and answers
 * its id and re-encoded sizes, or refuses it in Thai (not a picture, too large, a script inside).
 */
export function useUploadMarketingImage() {
  return useMutation({
    mutationFn: (upload: { fileName: string; data: string }) => call(adminUploadMarketingImage, upload),
  });
}
