// Signing in and the session.

export const AUTH_PUBLIC = {
  "auth.invalidPassword": "Invalid password",
  "auth.invalidCredentials": "Invalid email or password",
  "auth.tooManyFailures": "Too many failed sign-in attempts, please try again later",
  "auth.hashingBusy": "Too many sign-ins at once, please try again in a moment",
} as const;

export const AUTH_ADMIN = {
  "auth.unauthorized": "Unauthorized - please login again",
  "auth.tokenExpired": "Token expired",
  "auth.invalidToken": "Invalid token",
  "auth.tokenRevoked": "Token revoked",
  "auth.loggedOut": "Logged out",
  // A call the caller's role does not allow (docs/team.md): the permission it needs.
  "auth.forbidden": "Your role does not allow this: it needs the {permission} permission",
} as const;
