import { type CommandDeps, handleCommand } from "#engine/command.ts"

import { type DeliveryCommand, deliveryDecider, deliveryStream } from "./delivery.ts"
import { type EndpointCommand, endpointDecider, endpointStream } from "./endpoint.ts"

export const handleEndpoint = (deps: CommandDeps, command: EndpointCommand) => handleCommand(deps, endpointStream(command.endpointId), endpointDecider, command)

export const handleDelivery = (deps: CommandDeps, command: DeliveryCommand) => handleCommand(deps, deliveryStream(command.deliveryId), deliveryDecider, command)
