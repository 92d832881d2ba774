/**
 * What the gateway says when it refuses a call's address or body as INVALID_PARAMETERS
 * (docs/decisions/0062-exact-gateway-paths.md). A parameter's own problems (missing, wrong type) use
 * the validation messages.
 */
export const gatewayRequestMessages = {
  subPathNotValid:
    'The path below the product is not valid: a segment of "." or "..", however it is encoded, a backslash or a control character is not allowed',
  pathParameterNotValid: (name: string) =>
    `${name} is not valid: a path parameter cannot be "." or "..", however it is encoded, nor hold a backslash or a control character`,
  pathOutsideProduct: "The address leaves the product's path at the provider, so it is not called",
  bodyNotJson: 'The body is not valid JSON',
} as const
