import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["node_modules", "dist", "data", "test-results", "web/dist"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "Randomness goes through the random port." },
      ],
    },
  },
  {
    files: ["src/**/*.ts"],
    ignores: ["src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: "src/ is pure: use the random port." },
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: "src/ is pure: use the clock port." },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: "src/ is pure: use the clock port." },
      ],
    },
  },
);
