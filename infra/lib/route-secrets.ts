import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import type { Construct } from "constructs";
import type { RouteDef } from "@tienda/shared/routes";

/**
 * Secrets a route's function needs in its environment, given only to those functions.
 *
 * DEVICE_COOKIE_KEY signs the trusted-device cookie (functions/src/lib/auth/device-cookie.ts):
 * sign-in checks and sets it, registration sets it. The stack generates it once in Secrets
 * Manager; the template holds only a dynamic reference ({{resolve:secretsmanager:...}}) that
 * CloudFormation resolves at deploy time, so no key is in cdk.out or in the repository.
 * Rotating it (a new secret value, then a deploy) only makes browsers prove themselves again.
 */
const DEVICE_COOKIE_HANDLERS: ReadonlySet<string> = new Set(["auth/login", "auth/register"]);

export function routeSecrets(scope: Construct): (route: RouteDef) => Record<string, string> {
  let deviceKey: secretsmanager.Secret | undefined;
  return (route): Record<string, string> => {
    if (!DEVICE_COOKIE_HANDLERS.has(route.handler)) return {};
    deviceKey ??= new secretsmanager.Secret(scope, "ClaveCookieDispositivo", {
      description: "Tienda: HMAC key of the trusted-device cookie (DEVICE_COOKIE_KEY)",
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    });
    return { DEVICE_COOKIE_KEY: deviceKey.secretValue.unsafeUnwrap() };
  };
}
