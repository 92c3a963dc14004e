/**
 * Today in the company's zone (YYYY-MM-DD, `useCompanyTimeZone`): the latest day a date field of a
 * register or a signed copy accepts. The service refuses a day after Romania's today; no company's
 * zone is ahead of Romania's, so a day accepted here is never refused there.
 */
export const today = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
