/**
 * How API Gateway calls the endpoint functions: with one IAM role it assumes, instead of a
 * resource-based permission on each function.
 *
 * CDK's HttpLambdaIntegration adds one AWS::Lambda::Permission per route. With one function per
 * route that is a resource per endpoint on top of the function, the integration and the route,
 * and CloudFormation caps a stack at 500 resources. One role allowed to invoke the stack's own
 * functions replaces them all (docs/architecture.md, "Stack size").
 */
import { ArnFormat, Stack } from "aws-cdk-lib";
import * as apigw from "aws-cdk-lib/aws-apigatewayv2";
import * as iam from "aws-cdk-lib/aws-iam";
import type * as lambda from "aws-cdk-lib/aws-lambda";
import type { Construct } from "constructs";

/**
 * The role API Gateway assumes to invoke the endpoint functions. CloudFormation names a function
 * it names itself `<stack name>-<logical id>-<suffix>`, so the stack's name prefix scopes the grant
 * to this stack's functions without listing each ARN (86 ARNs would pass IAM's policy size limit).
 */
export function apiInvokeRole(scope: Construct): iam.Role {
  const stack = Stack.of(scope);
  const role = new iam.Role(scope, "ApiInvocaFunciones", {
    assumedBy: new iam.ServicePrincipal("apigateway.amazonaws.com", {
      conditions: { StringEquals: { "aws:SourceAccount": stack.account } },
    }),
    description: "API Gateway invoca las funciones de los endpoints de la tienda",
  });
  role.addToPolicy(
    new iam.PolicyStatement({
      actions: ["lambda:InvokeFunction"],
      resources: [
        stack.formatArn({
          service: "lambda",
          resource: "function",
          resourceName: `${stack.stackName}-*`,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
    }),
  );
  return role;
}

/** A Lambda proxy integration (payload 2.0) invoked with `role` rather than a per-function permission. */
export class RoleInvokedLambdaIntegration extends apigw.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: lambda.IFunction,
    private readonly role: iam.IRole,
  ) {
    super(id);
  }

  bind(): apigw.HttpRouteIntegrationConfig {
    return {
      type: apigw.HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
      credentials: apigw.IntegrationCredentials.fromRole(this.role),
    };
  }
}
