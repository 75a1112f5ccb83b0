// Signing in and the session.

export const AUTH_PUBLIC = {
  "auth.invalidPassword": "Invalid password",
  "auth.invalidCredentials": "Invalid email or password",
  "auth.tooManyFailures": "Too many failed sign-in attempts, please try again later",
  "auth.hashingBusy": "Too many sign-ins at once, please try again in a moment",
  // Two-factor sign-in (docs/team.md): the gate asks for the code.
  "auth.otpRequired": "Enter the code from your authenticator app",
  "auth.otpInvalid": "The code is not right, or was used already",
} as const;

export const AUTH_ADMIN = {
  "auth.unauthorized": "Unauthorized - please login again",
  "auth.tokenExpired": "Token expired",
  "auth.invalidToken": "Invalid token",
  "auth.tokenRevoked": "Token revoked",
  "auth.loggedOut": "Logged out",
  // A call the caller's role does not allow (docs/team.md): the permission it needs.
  "auth.forbidden": "Your role does not allow this: it needs the {permission} permission",
  "auth.twoFactorRequired":
    "Two-factor sign-in is required for your role: turn it on in Settings > Security first",
  "auth.twoFactorAlreadyOn": "Two-factor sign-in is already on",
  "auth.twoFactorNotSetUp": "Set up two-factor sign-in first: scan the code, then confirm",
  "auth.twoFactorNotOn": "Two-factor sign-in is not on",
  "auth.twoFactorOn": "Two-factor sign-in is on: keep your recovery codes somewhere safe",
  "auth.twoFactorOff": "Two-factor sign-in is off",
  "auth.twoFactorNowRequired": "Two-factor sign-in is now required for the owner and admins",
  "auth.twoFactorNoLongerRequired": "Two-factor sign-in is no longer required",
} as const;
