/** The LINE chat of the site's contact (prefix LineId): "add friend" on a phone with LINE. */
export const lineChatUrl = (lineId: string) => `https://line.me/R/ti/p/${encodeURIComponent(lineId)}`;

/** LINE's "share with" screen with `text` filled in: the member picks the friends or groups to send it to. */
export const lineShareUrl = (text: string) => `https://line.me/R/share?text=${encodeURIComponent(text)}`;
