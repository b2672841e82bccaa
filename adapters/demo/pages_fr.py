"""French text of the demo marketplace's pages: slug -> (title, body); {brand} and {email} are filled in."""

from __future__ import annotations

PAGES: dict[str, tuple[str, str]] = {
    "terms-and-conditions": (
        "Conditions générales",
        """Ces conditions régissent l'utilisation de {brand}, de son site et de ses applications. En créant un
compte ou en passant commande, vous les acceptez : prenez le temps de les lire.

## Commandes

Une commande est un contrat entre vous et le commerce qui la prépare. {brand} prend la commande, encaisse
le paiement pour le compte du commerce et organise la livraison. Les prix, taxes et frais de livraison
sont affichés avant la confirmation, et le montant confirmé est celui que vous payez.

## Votre compte

Gardez vos identifiants pour vous : vous êtes responsable des commandes passées avec votre compte. Vous
pouvez supprimer votre compte à tout moment depuis votre profil ; les commandes déjà passées sont tout de
même livrées.

## Usage loyal

N'abusez pas des promotions, coupons ou récompenses de parrainage, et traitez livreurs et commerçants
avec respect. Nous pouvons suspendre les comptes qui enfreignent ces règles.

## Contact

Vos questions sur ces conditions sont les bienvenues à {email}.""",
    ),
    "privacy-policy": (
        "Politique de confidentialité",
        """{brand} ne collecte que ce qui est nécessaire pour prendre, livrer et suivre vos commandes.

## Ce que nous collectons

- Votre nom, votre numéro de téléphone et votre adresse e-mail
- Vos adresses de livraison et, si vous l'autorisez, votre position pendant que vous en choisissez une
- Vos commandes, avis et messages avec les commerces et les livreurs

## Pourquoi

Ces informations servent à livrer vos commandes, à vous tenir informé, à prévenir la fraude et à
améliorer le service. Commerces et livreurs ne voient que ce dont ils ont besoin, comme votre prénom et
votre adresse de livraison.

## Vos droits

Vous pouvez consulter, corriger ou supprimer vos données à tout moment depuis votre profil, ou en écrivant
à {email}. Nous ne vendons jamais vos données.""",
    ),
    "refund-policy": (
        "Politique de remboursement",
        """Un problème avec votre commande ? Signalez-le dans les 24 heures suivant la livraison depuis la
page de la commande.

## Quand nous remboursons

- Un article manque, est abîmé ou ne correspond pas à votre commande
- La commande n'est jamais arrivée
- Le commerce a annulé la commande après votre paiement

Le remboursement est versé sur le moyen de paiement utilisé, ou sur votre portefeuille si vous le
préférez, en général sous cinq jours ouvrés. Les commandes payées en espèces sont remboursées sur le
portefeuille.""",
    ),
    "cancellation-policy": (
        "Politique d'annulation",
        """Vous pouvez annuler gratuitement une commande tant que le commerce ne l'a pas acceptée,
directement depuis la page de la commande.

Une fois la préparation commencée, l'annulation n'est parfois plus possible, car les plats frais et les
articles préparés ne peuvent pas être revendus. Contactez l'assistance et nous chercherons une solution
ensemble.

Les commandes programmées peuvent être annulées sans frais jusqu'à une heure avant l'horaire choisi.""",
    ),
    "shipping-policy": (
        "Politique de livraison",
        """{brand} livre dans les zones affichées sur la carte lorsque vous choisissez votre adresse.

## Frais de livraison

Les frais dépendent de la distance entre le commerce et vous, dans les limites minimale et maximale de
votre zone. Certains commerces livrent gratuitement au-delà d'un montant de commande ; le panier indique
ce qu'il reste pour l'atteindre.

## Délais

Le délai affiché avant la commande est une estimation fondée sur le temps de préparation du commerce et
sur la distance. Vous suivez votre livreur en direct dès que la commande est en route.""",
    ),
    "about-us": (
        "À propos",
        """{brand} apporte les commerces de votre quartier jusqu'à votre porte : restaurants, épiceries,
pharmacies et boutiques, mais aussi colis et location de véhicules, au même endroit.

Tout est parti d'une idée simple : les commerces de proximité méritent la même visibilité que les grandes
enseignes, et leurs clients un service rapide, juste et chaleureux.

Aujourd'hui, des centaines de commerces et de livreurs travaillent avec nous chaque jour. Chaque commande
fait vivre une entreprise locale.""",
    ),
    "careers": (
        "Carrières",
        """Nous sommes une petite équipe qui construit un service utilisé chaque jour. Nous cherchons des
personnes curieuses et bienveillantes qui aiment résoudre de vrais problèmes.

## Postes ouverts

- Service client, en français et en anglais
- Partenariats commerçants
- Opérations livreurs

Envoyez votre CV et quelques mots sur vous à {email}. Nous répondons à chaque candidature.""",
    ),
    "help-and-support": (
        "Aide et assistance",
        """Besoin d'aide pour une commande, un paiement ou votre compte ? Nous sommes là tous les jours de 8 h
à minuit.

## Une question sur une commande

Ouvrez la commande depuis Mes commandes pour la suivre, contacter le livreur ou signaler un problème. Les
invités suivent une commande avec son numéro et leur numéro de téléphone sur la page Suivre la commande.

## Autre chose

Écrivez-nous ou appelez-nous avec les coordonnées ci-dessous ; nous répondons en général dans l'heure.""",
    ),
    "vendor-info": (
        "Vendre avec {brand}",
        """Touchez de nouveaux clients sans ouvrir de nouveau magasin. {brand} met votre commerce en ligne,
prend les commandes et les livre, pendant que vous vous consacrez à votre métier.

## Comment ça marche

- Inscrivez votre commerce et publiez votre carte ou votre catalogue
- Recevez les commandes sur l'application commerçant et préparez-les
- Nos livreurs les récupèrent, ou vous livrez vous-même

Vous payez une commission sur les commandes livrées uniquement. Sans abonnement ni frais d'installation.""",
    ),
    "store-registration": (
        "Inscrire votre commerce",
        """Rejoignez les commerces qui vendent déjà avec {brand}. L'inscription prend quelques minutes et
notre équipe examine chaque demande sous deux jours ouvrés.

## Ce qu'il vous faut

- Le nom, l'adresse et les horaires de votre commerce
- Une personne de contact avec un téléphone et une adresse e-mail
- Votre logo et une photo de couverture
- Votre numéro d'immatriculation

Envoyez ces informations à {email} avec l'objet « Inscription commerce » et nous configurerons votre
boutique avec vous.""",
    ),
    "deliveryman-registration": (
        "Devenir livreur",
        """Livrez avec {brand} quand cela vous convient : choisissez vos horaires, votre zone et votre
véhicule.

## Conditions

- Avoir au moins 18 ans et le droit de travailler
- Un vélo, un scooter ou une voiture, avec le permis et l'assurance nécessaires
- Un smartphone avec des données mobiles

Envoyez votre nom, votre téléphone, votre zone et votre type de véhicule à {email} avec l'objet
« Inscription livreur ». Nous vous inviterons à une courte session d'accueil.""",
    ),
    "become-parcel-shop": (
        "Devenir point relais",
        """Transformez votre comptoir en point relais. Les clients y déposent et retirent leurs colis, et
chaque passage est une occasion de leur vendre autre chose.

Vous touchez une rémunération pour chaque colis traité et disposez d'une application simple pour les
scanner à l'arrivée et au départ. Écrivez à {email} pour rejoindre le réseau.""",
    ),
    "send-package": (
        "Envoyer un colis",
        """Envoyez documents, cadeaux ou tout ce qui tient sur un vélo ou dans une voiture, à travers la ville
en quelques heures.

## Comment envoyer

- Choisissez le module colis et indiquez l'adresse d'enlèvement et celle de livraison
- Choisissez la catégorie du colis et qui paie, l'expéditeur ou le destinataire
- Un livreur récupère le colis et vous le suivez en direct

Le prix dépend de la distance et de la catégorie du colis ; il est affiché avant la confirmation.""",
    ),
    "track-package": (
        "Suivre un colis",
        """Chaque colis reçoit un numéro de suivi dès sa réservation. L'expéditeur et le destinataire le
reçoivent tous deux par message.

Saisissez ce numéro sur la page Suivre la commande pour voir où se trouve le colis, qui le transporte et
quand il doit arriver. Les clients connectés retrouvent tous leurs colis dans Mes commandes.""",
    ),
    "find-parcelshop": (
        "Trouver un point relais",
        """Les points relais gardent vos colis jusqu'à ce que vous veniez les chercher, avec des horaires plus
larges qu'un bureau de poste.

Les points relais figurent dans le module colis : choisissez votre adresse pour voir ceux qui sont près
de chez vous, avec leur adresse et leurs horaires.""",
    ),
    "for-couriers": (
        "Pour les livreurs",
        """Les livreurs sont au cœur de {brand}. Vous êtes payé pour chaque livraison, pourboires en plus, et
vous voyez ce que rapporte une course avant de l'accepter.

Paiements chaque semaine, assurance pendant les livraisons et une équipe d'assistance disponible jour et
nuit. Inscrivez-vous comme livreur pour commencer.""",
    ),
    "for-parcel-shop": (
        "Pour les points relais",
        """Déjà point relais {brand} ? Voici l'essentiel.

- Scannez chaque colis à son arrivée et à son départ
- Gardez les colis sept jours ; ceux qui ne sont pas retirés repartent à l'expéditeur
- La rémunération est versée chaque mois avec le relevé de tous les colis traités

Vos questions sur votre compte sont les bienvenues à {email}.""",
    ),
    "for-ambassadors": (
        "Programme ambassadeurs",
        """Vous aimez les commerces de votre quartier ? Devenez ambassadeur {brand} et aidez-les à nous
rejoindre.

Pour chaque commerce présenté qui termine son premier mois, vous recevez une récompense, et le commerce
bénéficie d'une commission réduite ses premières semaines. Les ambassadeurs découvrent aussi les
nouveautés en avant-première. Candidatez à {email}.""",
    ),
    "for-affiliate": (
        "Programme d'affiliation",
        """Vous publiez sur la cuisine, le shopping ou la vie en ville ? Gagnez une commission sur les
commandes que vous nous apportez.

Les affiliés reçoivent un lien personnel, un suivi en direct des clics et des commandes, et un paiement
mensuel. Écrivez à {email} avec le lien de votre site ou de votre chaîne pour nous rejoindre.""",
    ),
    "marketplace": (
        "{brand} Marketplace",
        """Une seule application pour tout ce dont votre journée a besoin : plats de vos restaurants
préférés, courses, médicaments, cadeaux, colis et même une voiture pour le week-end.

Parcourez les modules, comparez les commerces proches et payez en une fois, quoi que vous commandiez. Vos
adresses, votre liste d'envies et vos avantages vous suivent partout.""",
    ),
    "express": (
        "{brand} Express",
        """Quand ça ne peut pas attendre : les commandes Express sont récupérées en priorité et livrées par le
livreur le plus proche, en général en moins de 30 minutes.

Repérez le badge Express sur les commerces proches. Le supplément Express est indiqué dans le panier avant
la confirmation.""",
    ),
    "plus": (
        "{brand} Plus",
        """Livraison offerte sur chaque commande au-dessus du minimum, offres réservées aux membres et
assistance prioritaire, pour un petit abonnement mensuel.

Plus est rentabilisé en quelques commandes, et se résilie à tout moment depuis votre profil.""",
    ),
    "ads": (
        "{brand} Ads",
        """Montrez votre commerce aux clients au moment où ils choisissent quoi commander.

Des emplacements sponsorisés sur l'accueil et dans la recherche, avec un suivi clair des vues, clics et
commandes. Vous fixez le budget et ne payez qu'aux résultats. Contactez {email} pour lancer une
campagne.""",
    ),
    "postpay": (
        "{brand} Postpay",
        """Commandez maintenant, payez en fin de mois. Postpay regroupe vos commandes en une facture
mensuelle, sans intérêts ni frais si vous payez à temps.

Postpay est proposé aux clients dont le numéro de téléphone est vérifié et qui ont un bon historique de
commandes.""",
    ),
    "for-work": (
        "{brand} for Work",
        """Repas d'équipe, fournitures de bureau et coursiers pour vos documents, sur un seul compte
entreprise.

Fixez un budget par salarié, recevez une facture par mois et laissez chacun commander dans les commerces
qu'il aime. Écrivez à {email} pour ouvrir un compte entreprise.""",
    ),
}
