/** The body of every 4xx answer: what went wrong in words a person can act on, per field where it helps. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}
