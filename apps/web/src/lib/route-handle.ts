/** What every registered route carries in its `handle`. */
export interface RouteHandle {
  /** The route name of the access rules: '/consumer/marketplace' → 'consumer-marketplace'. */
  routeName: string
  /** Guards run before the screen loads, in order: 'auth', 'verified', 'provider', 'role'. */
  middleware: readonly string[]
  /** The screen's title from the contract. */
  title?: string
}
