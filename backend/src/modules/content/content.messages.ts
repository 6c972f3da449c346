/** What the content module's refusals say, in words staff can act on. */
export const CONTENT_MESSAGES = {
  contactNotFound: 'This inquiry no longer exists. Reload the list.',
  applicationNotFound: 'This application no longer exists. Reload the list.',
  subscriberNotFound: 'This subscriber no longer exists. Reload the list.',
  eventNotFound: 'This event no longer exists. Reload the list.',
  postNotFound: 'This post no longer exists. Reload the list.',
  publicPostNotFound: 'This article does not exist or is not published.',
  slugTaken: (slug: string) => `Another post already has the address "${slug}"; choose another slug.`,
  imageMissing: 'Choose an image file to upload (field "file").',
  imageType: 'The image must be a JPEG, PNG or WebP file.',
  imageTooLarge: (megabytes: number) => `The image must be at most ${megabytes} MB.`,
  imageUnreadable: 'This file is not a readable JPEG, PNG or WebP image.',
  imageNotStored: 'The picture could not be stored just now. Try again in a minute.',
  contactMove: (from: string, to: string, allowed: readonly string[]) =>
    allowed.length
      ? `This inquiry is ${from}, so it cannot be marked ${to}; it can be marked ${allowed.join(' or ')}.`
      : `This inquiry is ${from}, so it cannot be marked ${to}; a closed inquiry stays closed.`,
  applicationMove: (from: string, to: string, allowed: readonly string[]) =>
    allowed.length
      ? `This application is ${from}, so it cannot be marked ${to}; it can be marked ${allowed.join(' or ')}.`
      : `This application is ${from}, so it cannot be marked ${to}; that decision is final.`,
  nothingToChange: 'Send a new status or a staff note.',
  unsubscribeLinkUnknown:
    'This unsubscribe link is not valid. It may have been mistyped; the link in any of our newsletter e-mails works.',
} as const;
