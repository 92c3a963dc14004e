import { errorBodyOf, fieldErrorsOf, statusOf } from '../src/error-body.ts';
import { ZErrorBodySchema } from '../src/errors.ts';

/** A failed RTK Query call with this body. */
const failed = (data: unknown) => ({ status: 400, data });

describe('reading a failed call without zod', () => {
  it.each([
    { code: 'validation', message: 'The request is not valid.', details: [{ path: 'a', message: 'b' }] },
    { code: 'conflict', message: 'Taken.' },
    { code: 'not_found', message: 'No such company.', details: null, extra: 'dropped' },
    { code: 1, message: 'x' },
    { code: 'x' },
    'Internal Server Error',
    null,
    [],
  ])('agrees with the services’ ZErrorBodySchema on %j', (data) => {
    const parsed = ZErrorBodySchema.safeParse(data);
    expect(errorBodyOf(failed(data))).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('reads the status and the field errors', () => {
    const error = failed({
      code: 'validation',
      message: 'x',
      details: [{ path: 'name', message: 'validation.required' }, { path: 2 }, 'x'],
    });
    expect(statusOf(error)).toBe(400);
    expect(fieldErrorsOf(error)).toEqual([['name', 'validation.required']]);
    expect(statusOf({ status: 'FETCH_ERROR' })).toBeUndefined();
    expect(fieldErrorsOf(undefined)).toEqual([]);
  });
});
