"""Payment gateways (core/payments' `PaymentGateway` port): the demo gateway and Stripe. Adding one is one
module here and one registration in adapters/container/payments.py."""
