// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "outputsview.h"

#include "util/shellquote.h"
#include "widgets/localeunits.h"

#include <QHeaderView>

namespace Custody {

namespace {

QString formatText(ImageFormat format)
{
    switch (format) {
    case ImageFormat::Ewf: return OutputsView::tr("E01");
    case ImageFormat::SplitRaw: return OutputsView::tr("split raw");
    default: return OutputsView::tr("raw");
    }
}

QString imageText(const QString &basePath, const QString &format)
{
    return OutputsView::tr("Image %1 (%2)").arg(basePath, format);
}

} // namespace

OutputsView::OutputsView(QWidget *parent)
    : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("outputsView"));
    setRootIsDecorated(false);
    setColumnCount(ColumnCount);
    setHeaderLabels({tr("Destination"), tr("State"), tr("Read back")});
    setTextElideMode(Qt::ElideMiddle);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    header()->setSectionResizeMode(DestinationColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(StateColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(VerificationColumn, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(false);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

bool OutputsView::isWanted(const AcquisitionRequest &request)
{
    return !request.alsoOutputs.isEmpty() || request.clone.has_value();
}

void OutputsView::setRowCount(int rows)
{
    while (topLevelItemCount() > rows)
        delete takeTopLevelItem(topLevelItemCount() - 1);
    while (topLevelItemCount() < rows)
        addTopLevelItem(new QTreeWidgetItem);
    fitHeight();
}

void OutputsView::fitHeight()
{
    // Every row in view: a job has a handful of destinations at most, and none may hide.
    const int rowHeight = qMax(sizeHintForRow(0), fontMetrics().height() + 4);
    setFixedHeight(header()->sizeHint().height() + rowHeight * qMax(1, topLevelItemCount())
                   + 2 * frameWidth());
}

QString OutputsView::cloneText(const QString &devicePath, const QString &identity, qint64 sizeBytes)
{
    return identity.isEmpty()
               ? tr("Clone onto %1 (%2)").arg(devicePath, displayBytes(sizeBytes))
               : tr("Clone onto %1: %2, %3").arg(devicePath, identity, displayBytes(sizeBytes));
}

QString OutputsView::verdictText(const QString &name)
{
    if (name == QLatin1String("match"))
        return tr("match");
    if (name == QLatin1String("mismatch"))
        return tr("MISMATCH");
    if (name == QLatin1String("failed"))
        return tr("failed");
    if (name == QLatin1String("incomplete"))
        return tr("incomplete");
    return tr("not read back");
}

void OutputsView::showPlanned(const AcquisitionRequest &request)
{
    setRowCount(1 + int(request.alsoOutputs.size()));
    topLevelItem(0)->setText(
        DestinationColumn, request.clone
                               ? cloneText(request.clone->devicePath, {}, 0)
                               : imageText(request.basePath, formatText(request.settings.format)));
    for (int index = 0; index < request.alsoOutputs.size(); ++index) {
        const AlsoOutput &output = request.alsoOutputs[index];
        topLevelItem(index + 1)->setText(DestinationColumn,
                                         imageText(output.basePath, formatText(output.format)));
    }
    for (int row = 0; row < topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = topLevelItem(row);
        item->setText(StateColumn, tr("Waiting"));
        item->setText(VerificationColumn, QString());
        item->setToolTip(DestinationColumn, item->text(DestinationColumn));
    }
}

void OutputsView::showProgress(const Acquisition &acquisition)
{
    const QList<Acquisition::DestinationProgress> outputs = acquisition.destinationProgress();
    if (const CloneDestination *clone = acquisition.clone(); clone && topLevelItemCount() > 0) {
        const DeviceInfo &drive = clone->drive().identity();
        topLevelItem(0)->setText(DestinationColumn, cloneText(drive.devicePath, drive.displayName(),
                                                              clone->drive().sizeBytes()));
    }
    for (int row = 0; row < outputs.size() && row < topLevelItemCount(); ++row) {
        const Acquisition::DestinationProgress &output = outputs[row];
        QString state;
        switch (output.state) {
        case JobOutput::State::Writing:
            state = tr("Writing: %1 written").arg(displayBytes(output.bytesWritten));
            break;
        case JobOutput::State::Completed: state = tr("Written"); break;
        case JobOutput::State::Cancelled: state = tr("Cancelled"); break;
        case JobOutput::State::Failed:
            state = tr("Failed after %1 written").arg(displayBytes(output.bytesWritten));
            break;
        }
        topLevelItem(row)->setText(StateColumn, state);
    }
}

void OutputsView::showRecord(const AcquisitionRecord &record,
                             const QList<Acquisition::AlsoOutputResult> &alsoResults)
{
    if (record.clone) {
        const SourceIdentity &drive = record.clone->drive;
        QStringList identity;
        if (drive.model)
            identity << *drive.model;
        if (drive.serial)
            identity << tr("serial %1").arg(*drive.serial);
        topLevelItem(0)->setText(
            DestinationColumn,
            cloneText(drive.path, identity.join(QStringLiteral(", ")), drive.sizeBytes));
    }
    const QString ownVerdict = record.verification ? record.verdict().name() : QString();
    // Without several images the record lists none: its own result is the only one.
    QList<RecordedDestination> destinations = record.destinations;
    if (destinations.isEmpty())
        destinations << RecordedDestination{.base = {},
                                            .format = {},
                                            .files = {},
                                            .status = record.result.status,
                                            .error = record.result.error,
                                            .verification = ownVerdict,
                                            .own = true};
    int also = 0;
    for (int row = 0; row < destinations.size() && row < topLevelItemCount(); ++row) {
        const RecordedDestination &destination = destinations[row];
        const Acquisition::AlsoOutputResult *result
            = destination.own || also >= alsoResults.size() ? nullptr : &alsoResults[also++];
        QString state;
        QString resume;
        switch (destination.status) {
        case ImagingOutcome::Status::Completed: state = tr("Completed"); break;
        case ImagingOutcome::Status::Cancelled: state = tr("Cancelled"); break;
        case ImagingOutcome::Status::Failed:
            state = tr("Failed: %1")
                        .arg(result && result->outputError ? result->outputError->userMessage()
                             : destination.error           ? destination.error->message
                                                           : tr("unknown error"));
            break;
        }
        if (result && destination.status != ImagingOutcome::Status::Completed
            && result->request.settings.format == ImageFormat::Ewf) {
            // --resume refuses an interrupted E01: no command is offered that would fail.
            state += QLatin1Char(' ')
                     + tr("An interrupted E01 cannot be resumed: acquire it again with --force, "
                          "which replaces its files.");
        } else if (result && destination.status != ImagingOutcome::Status::Completed) {
            AcquisitionRequest again = result->request;
            again.overwrite = OverwritePolicy::Resume;
            resume = shellQuote(equivalentCliArguments(again));
            state += QLatin1Char(' ') + tr("Resume it alone with: %1").arg(resume);
        }
        QTreeWidgetItem *item = topLevelItem(row);
        item->setText(StateColumn, state);
        item->setToolTip(StateColumn, state);
        item->setText(VerificationColumn,
                      verdictText(destination.own ? ownVerdict : destination.verification));
    }
}

QString OutputsView::stateOf(int row) const
{
    return topLevelItem(row)->text(StateColumn);
}

QString OutputsView::verificationOf(int row) const
{
    return topLevelItem(row)->text(VerificationColumn);
}

} // namespace Custody
