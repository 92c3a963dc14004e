/** Today in Romania (YYYY-MM-DD): the latest day a date field of a register or a signed copy accepts. */
export const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bucharest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
