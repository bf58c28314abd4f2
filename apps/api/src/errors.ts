// Errors the domain raises when a request cannot be answered as asked. Each says what went wrong in
// the person's words and, where one input is to blame, names that field. Domain code never speaks
// HTTP: the error plugin (plugins/errors.ts) gives each kind its status, in one place.

export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input cannot be used as given (a bound below its lower bound, a page past the last). */
export class InvalidInputError extends DomainError {}

/** The thing asked for (a parcel, an account) is not on the roll. */
export class NotFoundError extends DomainError {}

/** The request needs a signed-in member of staff, and has none (or their session ended). */
export class UnauthorizedError extends DomainError {}

/** The signed-in member of staff does not hold a role the request needs. */
export class ForbiddenError extends DomainError {}

/** The input was valid once and is no longer (a form opened too long ago). */
export class ExpiredError extends DomainError {}

/** The client has used up its allowance; it may try again after `retryAfterSeconds`. */
export class TooManyError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The answer is being prepared (figures computed from a roll just loaded); it may be asked again after `retryAfterSeconds`. */
export class NotReadyError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
