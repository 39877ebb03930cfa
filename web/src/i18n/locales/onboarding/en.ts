/** Sign-up and sign-in texts: the user agreement, the first-deposit welcome, the previous sign-in, time played (en); en.ts is the shape the others must match. */
export const onboarding = {
  consent: "I am 18 or older and agree to the <terms>user agreement</terms>",
  termsTitle: "User agreement",
  termsMissing: "The user agreement has not been published yet. Please contact customer service.",
  welcomeTitle: "Welcome, {{name}}",
  welcomeText: "Your account is ready. Make your first deposit to start playing; it is credited once it has been checked.",
  welcomeBalance: "Balance",
  welcomeDeposit: "Make my first deposit",
  welcomeLater: "Not now, go to the home page",
  lastSignIn: "Last signed in {{at}} from {{address}}",
  lastSignInNoAddress: "Last signed in {{at}}",
  firstSignIn: "This is your first sign-in",
  played: "Played {{time}}",
  playedLabel: "Time played this session",
};
