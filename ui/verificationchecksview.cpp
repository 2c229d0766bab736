// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "verificationchecksview.h"

#include "models/statuscolors.h"
#include "util/certificatesubject.h"
#include "util/units.h"
#include "verify/verificationreport.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLocale>

#include <map>
#include <tuple>

namespace Custody {

namespace {

QString outcomeMark(DigestCheck::Outcome outcome)
{
    switch (outcome) {
    case DigestCheck::Outcome::Match: return QStringLiteral("✔");
    case DigestCheck::Outcome::Mismatch: return QStringLiteral("✘");
    case DigestCheck::Outcome::NotChecked: break;
    }
    return QStringLiteral("–");
}

// A piece differs when any digest of it differs; it matches when every digest checked agrees.
DigestCheck::Outcome outcomeOf(const QList<const DigestCheck *> &checks)
{
    bool anyChecked = false;
    for (const DigestCheck *check : checks) {
        if (check->outcome == DigestCheck::Outcome::Mismatch)
            return DigestCheck::Outcome::Mismatch;
        anyChecked = anyChecked || check->outcome == DigestCheck::Outcome::Match;
    }
    return anyChecked ? DigestCheck::Outcome::Match : DigestCheck::Outcome::NotChecked;
}

QString where(const QString &hashlogPath, int lineNumber)
{
    const QString name = QFileInfo(hashlogPath).fileName();
    return lineNumber > 0 ? VerificationChecksView::tr("%1, line %2").arg(name).arg(lineNumber)
                          : name;
}

QString pieceName(const DigestCheck &check)
{
    if (!check.extent)
        return check.logged.subject.isEmpty() ? VerificationChecksView::tr("whole image")
                                              : check.logged.subject;
    if (check.logged.scope == DigestScope::Segment)
        return check.logged.subject.isEmpty()
                   ? VerificationChecksView::tr("segment")
                   : VerificationChecksView::tr("segment %1").arg(check.logged.subject);
    return VerificationChecksView::tr("window");
}

void markDiffering(QTreeWidgetItem *item)
{
    for (int column = 0; column < item->columnCount(); ++column) {
        item->setBackground(column, failureBackgroundColor());
        item->setForeground(column, QColor(Qt::black));
    }
}

QTreeWidgetItem *digestItem(const DigestCheck &check)
{
    auto *item = new QTreeWidgetItem(VerificationChecksView::ColumnCount);
    item->setText(VerificationChecksView::ResultColumn, outcomeMark(check.outcome));
    item->setText(VerificationChecksView::AlgorithmColumn,
                  algorithmDisplayName(check.logged.algorithmName));
    item->setText(VerificationChecksView::LoggedColumn, check.logged.hex);
    item->setText(VerificationChecksView::ComputedColumn,
                  check.computedHex.isEmpty() ? check.reason : check.computedHex);
    item->setText(VerificationChecksView::WhereColumn,
                  where(check.hashlogPath, check.logged.lineNumber));
    for (int column :
         {VerificationChecksView::LoggedColumn, VerificationChecksView::ComputedColumn})
        item->setToolTip(column, item->text(column));
    if (!check.reason.isEmpty())
        item->setToolTip(VerificationChecksView::ResultColumn, check.reason);
    return item;
}

} // namespace

VerificationChecksView::VerificationChecksView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("checks"));
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Result"), tr("Of"), tr("Bytes"), tr("Algorithm"), tr("Logged"),
                     tr("Computed"), tr("Where logged")});
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    // Digests are long (SHA-512: 128 digits): they share what is left, elided in the middle,
    // whole in their tooltips, so that every column fits a 1280-pixel window.
    setTextElideMode(Qt::ElideMiddle);
    QHeaderView *head = header();
    head->setStretchLastSection(false);
    for (int column : {ResultColumn, PieceColumn, BytesColumn, AlgorithmColumn, WhereColumn})
        head->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    head->setSectionResizeMode(LoggedColumn, QHeaderView::Stretch);
    head->setSectionResizeMode(ComputedColumn, QHeaderView::Stretch);
}

void VerificationChecksView::showReport(const VerificationReport &report)
{
    clear();
    const QLocale locale;
    // The pieces of the image in order, the whole image first: every digest of one piece (all
    // algorithms, all hashlogs) under one row.
    using Key = std::tuple<bool, qint64, qint64, int, QString>;
    std::map<Key, QList<const DigestCheck *>> pieces;
    for (const DigestCheck &check : report.checks) {
        const Extent extent = check.extent.value_or(Extent{});
        pieces[{check.extent.has_value(), extent.offset, extent.length, int(check.logged.scope),
                check.logged.subject}]
            .append(&check);
    }
    QTreeWidgetItem *firstDiffering = nullptr;
    const auto addPiece = [&](const QList<const DigestCheck *> &checks) {
        const DigestCheck &first = *checks.constFirst();
        auto *item = new QTreeWidgetItem(ColumnCount);
        const DigestCheck::Outcome outcome = outcomeOf(checks);
        item->setText(ResultColumn, outcomeMark(outcome));
        item->setText(PieceColumn, pieceName(first));
        item->setText(BytesColumn,
                      first.extent
                          ? tr("bytes %1").arg(formatByteRange(*first.extent, textLocale()))
                          : tr("all %1 bytes").arg(locale.toString(report.imageBytes)));
        QStringList algorithms;
        QStringList places;
        for (const DigestCheck *check : checks) {
            const QString name = algorithmDisplayName(check->logged.algorithmName);
            if (!algorithms.contains(name))
                algorithms << name;
            places << where(check->hashlogPath, check->logged.lineNumber);
        }
        item->setText(AlgorithmColumn, algorithms.join(QStringLiteral(", ")));
        item->setText(WhereColumn, places.join(QStringLiteral("; ")));
        if (checks.size() == 1) {
            QTreeWidgetItem *digest = digestItem(first);
            for (int column : {LoggedColumn, ComputedColumn}) {
                item->setText(column, digest->text(column));
                item->setToolTip(column, digest->toolTip(column));
            }
            item->setToolTip(ResultColumn, digest->toolTip(ResultColumn));
            delete digest;
        } else {
            for (const DigestCheck *check : checks)
                item->addChild(digestItem(*check));
        }
        addTopLevelItem(item);
        if (outcome == DigestCheck::Outcome::Mismatch) {
            markDiffering(item);
            for (int child = 0; child < item->childCount(); ++child) {
                if (item->child(child)->text(ResultColumn) == outcomeMark(outcome))
                    markDiffering(item->child(child));
            }
            item->setExpanded(true);
            if (!firstDiffering && first.extent)
                firstDiffering = item;
        }
    };
    for (const auto &[key, checks] : pieces) {
        if (!std::get<0>(key))
            addPiece(checks);
    }
    for (const SizeCheck &size : report.sizes) {
        auto *item = new QTreeWidgetItem(ColumnCount);
        item->setText(ResultColumn, size.matches() ? QStringLiteral("✔") : QStringLiteral("✘"));
        item->setText(PieceColumn, size.file.isEmpty()
                                       ? tr("size")
                                       : tr("size of %1").arg(QFileInfo(size.file).fileName()));
        item->setText(BytesColumn, tr("%1 bytes").arg(locale.toString(size.actualBytes)));
        item->setText(LoggedColumn, tr("%1 bytes").arg(locale.toString(size.logged.bytes)));
        item->setText(ComputedColumn, tr("%1 bytes").arg(locale.toString(size.actualBytes)));
        item->setText(WhereColumn, where(size.hashlogPath, size.logged.lineNumber));
        addTopLevelItem(item);
        if (!size.matches())
            markDiffering(item);
    }
    // Signed files: whether each is still what its signer signed.
    for (const SignedFileCheck &signature : report.signatures) {
        auto *item = new QTreeWidgetItem(ColumnCount);
        item->setText(ResultColumn, outcomeMark(signature.failed() ? DigestCheck::Outcome::Mismatch
                                                                   : DigestCheck::Outcome::Match));
        item->setText(PieceColumn, tr("signature of %1").arg(QFileInfo(signature.path).fileName()));
        item->setText(AlgorithmColumn, tr("CMS signature"));
        item->setText(LoggedColumn, signerName(signature.signerSubject));
        item->setToolTip(
            LoggedColumn,
            tr("%1\ncertificate SHA-256 %2, signed %3")
                .arg(subjectForPeople(signature.signerSubject), signature.signerCertificateSha256,
                     locale.toString(signature.signingTime.toLocalTime(), QLocale::ShortFormat)));
        item->setText(ComputedColumn, signatureOutcome(signature));
        item->setToolTip(ComputedColumn, signatureDetail(signature));
        item->setText(WhereColumn, QFileInfo(signature.path).fileName() + QStringLiteral(".p7s"));
        item->setToolTip(WhereColumn, signature.path + QStringLiteral(".p7s"));
        addTopLevelItem(item);
        if (signature.failed())
            markDiffering(item);
    }
    // Chunks of an E01 whose own checksum fails: where the container itself says it changed.
    for (const ImageFault &fault : report.faults) {
        auto *item = new QTreeWidgetItem(ColumnCount);
        item->setText(ResultColumn, outcomeMark(DigestCheck::Outcome::Mismatch));
        item->setText(PieceColumn, tr("chunk"));
        item->setText(BytesColumn, tr("bytes %1").arg(formatByteRange(fault.extent, textLocale())));
        item->setText(AlgorithmColumn, tr("chunk checksum"));
        item->setText(ComputedColumn, tr("does not match the chunk"));
        item->setText(WhereColumn, QFileInfo(fault.file).fileName());
        item->setToolTip(WhereColumn, fault.file);
        addTopLevelItem(item);
        markDiffering(item);
        if (!firstDiffering)
            firstDiffering = item;
    }
    for (const auto &[key, checks] : pieces) {
        if (std::get<0>(key))
            addPiece(checks);
    }
    // Where the image changed is what the examiner looks for: the first differing window or
    // segment, else the first differing row.
    if (!firstDiffering) {
        for (int row = 0; row < topLevelItemCount() && !firstDiffering; ++row) {
            if (topLevelItem(row)->text(ResultColumn)
                == outcomeMark(DigestCheck::Outcome::Mismatch))
                firstDiffering = topLevelItem(row);
        }
    }
    if (firstDiffering) {
        setCurrentItem(firstDiffering);
        scrollToItem(firstDiffering);
    }
}

QString VerificationChecksView::signatureOutcome(const SignedFileCheck &signature)
{
    const QString log = QFileInfo(signature.loggedIn).fileName();
    switch (signature.status) {
    case SignedFileCheck::Status::SignatureMissing:
        return tr("the signed log %1 says it was signed, but its signature %2.p7s is not there")
            .arg(log, QFileInfo(signature.path).fileName());
    case SignedFileCheck::Status::FileMissing:
        return tr("the signed log %1 says it was signed, but neither it nor its signature is "
                  "there")
            .arg(log);
    case SignedFileCheck::Status::SignatureInvalid:
        return tr("not a signature: %1.p7s is not a detached CMS signature of one signer, so it "
                  "vouches for nothing")
            .arg(QFileInfo(signature.path).fileName());
    case SignedFileCheck::Status::SignerDiffers:
        return tr("unchanged since signed, but with another certificate than the one the signed "
                  "log %1 names (SHA-256 %2)")
            .arg(log, signature.loggedCertificateSha256);
    case SignedFileCheck::Status::Checked: break;
    }
    const QString ca = QFileInfo(signature.trustedCa).fileName();
    switch (signature.fault) {
    case SignatureFault::FileChanged:
        return tr("the signature does not match the file: the file changed since it was signed");
    case SignatureFault::SignatureDamaged:
    case SignatureFault::NotASignature:
        return tr("the signature is damaged: it does not verify with the certificate it "
                  "carries, so it vouches for nothing");
    case SignatureFault::CertificateExpired:
        return tr("unchanged since signed, but the signer's certificate has expired: the trusted "
                  "CA %1 does not vouch for it at the time of this verification")
            .arg(ca);
    case SignatureFault::CertificateNotYetValid:
        return tr("unchanged since signed, but the signer's certificate is not valid yet: the "
                  "trusted CA %1 does not vouch for it at the time of this verification")
            .arg(ca);
    case SignatureFault::CertificateUntrusted:
        return tr("unchanged since signed, but the signer's certificate is not trusted: it was "
                  "not issued under the trusted CA %1")
            .arg(ca);
    case SignatureFault::None: break;
    }
    if (!signature.unchanged) // a fault not told apart: the file, or the signature, changed
        return tr("the signature does not match the file: the file or its signature changed "
                  "since it was signed");
    if (signature.trusted == true)
        return tr("unchanged since signed, by a certificate of the trusted CA %1").arg(ca);
    if (signature.trusted == false)
        return tr("unchanged since signed, but the signer's certificate is not trusted by the "
                  "CA %1")
            .arg(ca);
    return tr("unchanged since signed");
}

QString VerificationChecksView::signatureDetail(const SignedFileCheck &signature)
{
    QStringList details;
    for (const QString &problem : {signature.problem, signature.trustProblem}) {
        if (!problem.isEmpty())
            details << tr("OpenSSL: %1").arg(problem);
    }
    return details.join(QLatin1Char('\n'));
}

} // namespace Custody
