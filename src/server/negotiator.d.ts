/** The part of negotiator 0.6 the server uses: the package ships no types. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` the request's Accept-Language accepts (`hi-IN` accepts `hi`). */
    language(available: string[]): string | undefined;
  }
}
